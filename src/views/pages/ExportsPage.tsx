import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function ExportsPage({ title }: PageProps) {
  return <PageHeading title={title} />;
}
