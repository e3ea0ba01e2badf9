import { Gift } from 'lucide-react';
import { PRODUCT_NAME } from '@showcaller/shared';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { FreeNotice } from '../subscription/FreeNotice';
import { useRedirectHome } from '../subscription/useRedirectHome';

/** No payment step (docs/decisions/0010-free-product.md): a redirecting message, then home. */
export function PaymentPage() {
  useDocumentTitle('Payment');
  useRedirectHome();
  return (
    <FreeNotice icon={<Gift aria-hidden="true" className="size-8" />} title="Redirecting...">
      No payment is needed: {PRODUCT_NAME} is free for everyone.
    </FreeNotice>
  );
}
