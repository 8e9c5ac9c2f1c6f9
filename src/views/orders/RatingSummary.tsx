import { Rating, Stack, Text } from '@mantine/core';
import type { OrderRating } from '../../schemas/order';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';

/** The customer's rating, read-only once sent. */
export function RatingSummary({ rating }: { rating: OrderRating }) {
  const i18n = useI18n();
  const fmt = useFormats();
  return (
    <Stack gap={6} data-testid="rating-summary">
      {/* An image with a name: screen readers read the score, not five unnamed shapes. */}
      <Rating value={rating.rating} readOnly size="lg" role="img" aria-label={i18n._('Rated {rating} out of 5', { rating: rating.rating })} />
      {rating.review ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          “{rating.review}”
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {i18n._('Rated on {date}. Thank you for your feedback.', { date: fmt.date(rating.ratedAt) })}
      </Text>
    </Stack>
  );
}
