import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where a page sends a shopper to write: the shop's support e-mail, or its contact page until one is set. */
export function WriteTo({ email }: { email: string }) {
  return email ? <a href={`mailto:${email}`}>{email}</a> : <Link to="/contact">our contact page</Link>;
}

interface StaticPageProps {
  title: string;
  /** A line under the title, e.g. 'Last updated …'. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame shared by the about, contact and policy pages: heading and text styles applied to the
 * plain h2/p/ul children, so each page's content stays free of class names. The route supplies the
 * page column (width and padding).
 */
export function StaticPage({ title, intro, children }: StaticPageProps) {
  return (
    <article className="text-gray-800 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_li]:mt-1.5 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">{title}</h1>
      {intro !== undefined && <p className="text-gray-600">{intro}</p>}
      {children}
    </article>
  );
}
