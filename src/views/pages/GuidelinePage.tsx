import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function GuidelinePage({ params }: PageProps) {
  const readable = (params.slug ?? '').replace(/-/g, ' ');
  return <PageHeading title={readable.charAt(0).toUpperCase() + readable.slice(1)} />;
}
