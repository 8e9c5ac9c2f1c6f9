import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function OrderPage({ title, params }: PageProps) {
  return <PageHeading title={`${title} ${params.id ?? ''}`.trim()} description="Status, route, documents and rating of this order." />;
}
