import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { HeaderLink } from '../../../components/header-link';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { toast } from '../../../lib/toast';
import { useTermProducts } from '../api/term-products';
import { AvailableBalance } from '../components/available-balance';
import { ProductCard } from '../components/product-card';
import styles from './term-page.module.css';

/** /deposit: the term products; one opens to move an amount in. */
export default function TermPage() {
  const { t } = useTranslation('term');
  const navigate = useNavigate();
  const products = useTermProducts();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={t('title')} right={<HeaderLink to="/deposit/totalbalance">{t('positionsLink')}</HeaderLink>} />
      <AvailableBalance />
      <QueryView query={products}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState text={t('noProducts')} />
          ) : (
            <div className={styles.list}>
              {list.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  open={openId === product.id}
                  onToggle={() => setOpenId(openId === product.id ? null : product.id)}
                  onMovedIn={() => {
                    toast(t('moveIn.done'));
                    void navigate('/deposit/totalbalance');
                  }}
                />
              ))}
            </div>
          )
        }
      </QueryView>
    </>
  );
}
