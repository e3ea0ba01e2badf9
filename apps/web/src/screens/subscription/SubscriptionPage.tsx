import { PartyPopper } from 'lucide-react';
import { PRODUCT_NAME } from '@showcaller/shared';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { FreeNotice } from './FreeNotice';
import { useRedirectHome } from './useRedirectHome';

/** The product is free (docs/decisions/0010-free-product.md): a welcome, then home. */
export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  useRedirectHome();
  return (
    <FreeNotice icon={<PartyPopper aria-hidden="true" className="size-8" />} title={`Welcome to ${PRODUCT_NAME}`}>
      {PRODUCT_NAME} is now completely free, with unlimited events and departments. No subscription is needed.
    </FreeNotice>
  );
}
