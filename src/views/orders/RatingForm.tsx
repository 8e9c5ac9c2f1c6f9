import { Button, Input, Rating, Stack, Textarea } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { MAX_REVIEW } from '../../schemas/orderStatus';
import type { RatingBody } from '../../schemas/orderTracking';
import { inputProps, useCheckedSubmit, usePlainForm, useServerFieldErrors } from '../formBinding';
import { ErrorNote } from '../components/ErrorNote';
import { useI18n } from '../useI18n';

const loadRatingBody = () => import('../../schemas/orderTracking').then((m) => m.RatingBody);

/** 1–5 stars and an optional review, once the order is Completed. */
export function RatingForm({
  submitting,
  error,
  fieldErrors,
  onSubmit,
}: {
  submitting: boolean;
  error: string | null;
  fieldErrors: Readonly<Record<string, string>>;
  onSubmit: (rating: RatingBody) => void;
}) {
  const i18n = useI18n();
  const form = usePlainForm({ rating: 0, review: '' });
  useServerFieldErrors(form, fieldErrors);

  // The schema (Effect) loads when the browser is idle or at the first touch, not with the order page.
  const submit = useCheckedSubmit(form, loadRatingBody, (value) => onSubmit(value), ({ rating, review }) => ({ rating, ...(review.trim() ? { review } : {}) }));
  const general = error && Object.keys(fieldErrors).length === 0 ? error : null;
  const ratingError = form.errors.rating;

  return (
    <form onSubmit={submit} noValidate data-testid="rating-form">
      <Stack gap="sm">
        <ErrorNote message={general} />
        <Input.Wrapper label={i18n._('How was the service?')} error={ratingError} id="order-rating" labelElement="div">
          <Rating
            size="lg"
            mt={4}
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={(value) => i18n._('{count, plural, one {# star} other {# stars}}', { count: value })}
            aria-describedby={ratingError ? 'order-rating-error' : undefined}
          />
        </Input.Wrapper>
        <Textarea label={i18n._('Review (optional)')} placeholder={i18n._('What went well, what could be better')} rows={3} maxLength={MAX_REVIEW} {...inputProps(form, 'review')} />
        <Button type="submit" loading={submitting} leftSection={<IconStar size={16} />} style={{ alignSelf: 'flex-start' }}>
          {i18n._('Submit rating')}
        </Button>
      </Stack>
    </form>
  );
}
