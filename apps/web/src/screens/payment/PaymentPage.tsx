import { Gift } from 'lucide-react';
import { PRODUCT_NAME } from '@showcaller/shared';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { FreeNotice } from '../subscription/FreeNotice';
import { useRedirectHome } from '../subscription/useRedirectHome';
import { useAppT } from '@/i18n/appI18n';

/** No payment step (docs/decisions/0010-free-product.md): a redirecting message, then home. */
export function PaymentPage() {
  const t = useAppT();
  useDocumentTitle(t('general.payment.title'));
  useRedirectHome();
  return (
    <FreeNotice icon={<Gift aria-hidden="true" className="size-8" />} title={t('general.payment.redirecting')}>
      {t('general.payment.text', { product: PRODUCT_NAME })}
    </FreeNotice>
  );
}
