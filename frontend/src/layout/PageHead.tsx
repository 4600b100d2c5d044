import { CLUB } from '../shared/club';

/**
 * The document's title and description for the page on screen; React puts them into <head>, and the build's
 * pre-render writes them into each public page's HTML, where search engines read them.
 */
export function PageHead({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description ?? CLUB.description} />
    </>
  );
}
