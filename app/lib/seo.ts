import type { MetaDescriptor } from 'react-router';

interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of this page (its canonical form). */
  url: string;
  image?: string;
  type?: 'website' | 'product';
}

/** Title, description, canonical link and Open Graph tags of a page, in one call. */
export function pageMeta({ title, description, url, image, type = 'website' }: PageMeta): MetaDescriptor[] {
  const absoluteImage = image ? new URL(image, url).href : undefined;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    ...(absoluteImage ? [{ property: 'og:image', content: absoluteImage }] : []),
    { name: 'twitter:card', content: absoluteImage ? 'summary_large_image' : 'summary' },
  ];
}

/**
 * Title and description of an account page (login, signup, password reset, account, orders,
 * cart): nothing there for a search engine, so `noindex` and no canonical or Open Graph tags.
 */
export function privatePageMeta({ title, description, shopName }: { title: string; description: string; shopName: string | undefined }): MetaDescriptor[] {
  return [{ title: `${title} | ${shopName ?? 'Haat'}` }, { name: 'description', content: description }, { name: 'robots', content: 'noindex' }];
}
