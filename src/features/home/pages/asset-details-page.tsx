import { BlockPage } from '../components/block-page';
import { RecordLinks } from '../components/record-links';

export default function AssetDetailsPage() {
  return (
    <BlockPage titleKey="title.assetDetails">
      <RecordLinks />
    </BlockPage>
  );
}
