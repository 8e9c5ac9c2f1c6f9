import { GuidelineArticle } from '../components/GuidelineArticle';
import type { PageProps } from '../PageProps';

/** /settings/{slug}: a guideline page from the server, rendered from its Markdown. */
export default function GuidelinePage({ params }: PageProps) {
  const slug = params.slug ?? '';
  // Moving between settings pages keeps this component: a new slug is a new page.
  return <GuidelineArticle key={slug} slug={slug} withTitle home={{ href: '/settings/notifications', label: 'Back to your notifications' }} />;
}
