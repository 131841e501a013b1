import hot, { type ToasterProps } from 'react-hot-toast';

/**
 * The toasts every screen shows, through one door (docs/decisions/0053): react-hot-toast's calls
 * with only `{ id }` passed on, so durations and styles stay the toaster's (`toastOptions` below)
 * and `toast.error(message, { id })` still replaces a 'Please wait...'. The storefront's toaster is
 * in the first load (a toaster mounted late started its toasts' slide-in late, over the navbar),
 * so react-hot-toast is imported here plainly.
 */
export interface ToastOptions {
  id?: string;
}

const only = (options?: ToastOptions) => (options?.id === undefined ? undefined : { id: options.id });

export const toast = Object.assign((message: string, options?: ToastOptions) => hot(message, only(options)), {
  success: (message: string, options?: ToastOptions) => hot.success(message, only(options)),
  error: (message: string, options?: ToastOptions) => hot.error(message, only(options)),
  loading: (message: string, options?: ToastOptions) => hot.loading(message, only(options)),
  dismiss: (id?: string): void => hot.dismiss(id),
});

// docs/storefront-texts.md#toasts: success 2 s, error 4 s, loading until replaced, at most 20, 350 px wide. These are
// react-hot-toast's defaults; written out so a library upgrade cannot change them silently.
export const toastOptions: ToasterProps['toastOptions'] = {
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
  style: { maxWidth: '350px' },
};
