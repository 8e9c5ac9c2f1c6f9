import { GuidelineArticle } from '../components/GuidelineArticle';
import type { PageProps } from '../PageProps';
import { useI18n } from '../useI18n';

/** /settings/{slug}: a guideline page from the server, rendered from its Markdown. */
export default function GuidelinePage({ params }: PageProps) {
  const i18n = useI18n();
  const slug = params.slug ?? '';
  // Moving between settings pages keeps this component: a new slug is a new page.
  return <GuidelineArticle key={slug} slug={slug} withTitle home={{ href: '/settings/notifications', label: i18n._('Back to your notifications') }} />;
}
