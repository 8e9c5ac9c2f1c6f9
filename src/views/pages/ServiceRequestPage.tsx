import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function ServiceRequestPage({ title }: PageProps) {
  return <PageHeading title={title} description="Request a cross-border trucking service in a few guided steps." />;
}
