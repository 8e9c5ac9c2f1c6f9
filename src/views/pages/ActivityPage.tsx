import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function ActivityPage({ title }: PageProps) {
  return <PageHeading title={title} />;
}
