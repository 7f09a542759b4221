import { defineCalls } from '../call-spec';
import { emptySchema } from '../envelope';
import {
  adPage,
  carouselPage,
  configData,
  listBody,
  newsBody,
  newsDetailBody,
  newsItem,
  newsPage,
  noticePage,
} from '../content';

/** The calls whose schemas contract/content.ts holds (contract/call-index.ts says what each needs). */
export const contentCalls = defineCalls('content', {
  configs: [emptySchema, configData],
  carousels: [listBody, carouselPage],
  notice: [listBody, noticePage],
  news: [newsBody, newsPage],
  new: [newsDetailBody, newsItem],
  advertisingBoard: [listBody, adPage],
});
