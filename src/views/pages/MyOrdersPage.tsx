import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function MyOrdersPage({ title }: PageProps) {
  return <PageHeading title={title} description="Every order of your company, by status." />;
}
