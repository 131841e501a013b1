import type { ToasterProps } from 'react-hot-toast';

// docs/storefront-texts.md#toasts: success 2 s, error 4 s, loading until replaced, at most 20, 350 px wide. These are
// react-hot-toast's defaults; written out so a library upgrade cannot change them silently.
export const toastOptions: ToasterProps['toastOptions'] = {
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
  style: { maxWidth: '350px' },
};
