import { Rating, Stack, Text } from '@mantine/core';
import { formatDate } from '../../machines/orderDisplay';
import type { OrderRating } from '../../schemas/order';

/** The customer's rating, read-only once sent. */
export function RatingSummary({ rating }: { rating: OrderRating }) {
  return (
    <Stack gap={6} data-testid="rating-summary">
      {/* An image with a name: screen readers read the score, not five unnamed shapes. */}
      <Rating value={rating.rating} readOnly size="lg" role="img" aria-label={`Rated ${rating.rating} out of 5`} />
      {rating.review ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          “{rating.review}”
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        Rated on {formatDate(rating.ratedAt)}. Thank you for your feedback.
      </Text>
    </Stack>
  );
}
