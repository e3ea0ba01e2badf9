import { PartyPopper } from 'lucide-react';
import { PRODUCT_NAME } from '@showcaller/shared';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { FreeNotice } from './FreeNotice';
import { useRedirectHome } from './useRedirectHome';
import { useAppT } from '@/i18n/appI18n';

/** The product is free (docs/decisions/0010-free-product.md): a welcome, then home. */
export function SubscriptionPage() {
  const t = useAppT();
  useDocumentTitle(t('general.subscription.title'));
  useRedirectHome();
  return (
    <FreeNotice icon={<PartyPopper aria-hidden="true" className="size-8" />} title={t('general.auth.welcome', { product: PRODUCT_NAME })}>
      {t('general.subscription.text', { product: PRODUCT_NAME })}
    </FreeNotice>
  );
}
