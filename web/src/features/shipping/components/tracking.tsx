import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TRACKING_MAX, type TrackingEntry } from '@cargo/contracts';
import { LoadFailed } from '../../../shared/load-failed';
import { useFormat } from '../../../shared/use-format';
import { useTrackingTimelineQuery } from '../api/shipments.api';
import { shippingPaths } from '../shipping.paths';

/**
 * The home page's tracking box: Enter or Track goes to /tracking/{number}, which shows the number's
 * status timeline (names in the visitor's language, with dates) or 'No Update!'.
 */
export function Tracking({ number }: { number: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(number ?? '');
  const track = () => {
    const wanted = text.trim();
    if (wanted) void navigate(shippingPaths.tracking(wanted));
  };
  return (
    <Paper sx={{ p: 3 }} component="section" aria-labelledby="tracking-heading">
      <Stack spacing={2}>
        <Typography variant="h5" component="h2" id="tracking-heading">
          {t('tracking.heading')}
        </Typography>
        <Box
          component="form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            track();
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            sx={{ flex: 1, minWidth: 220 }}
            label={t('tracking.number')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: TRACKING_MAX, 'data-testid': 'tracking-input' } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={text.trim() === ''} data-testid="track">
            {t('tracking.track')}
          </Button>
        </Box>
        {number ? <Timeline number={number} /> : null}
      </Stack>
    </Paper>
  );
}

function Timeline({ number }: { number: string }) {
  const { t, i18n } = useTranslation();
  const { data, isFetching, error, refetch } = useTrackingTimelineQuery({ number, language: i18n.language });
  if (isFetching) return <CircularProgress aria-label={t('tracking.loading')} />;
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (!data || data.length === 0)
    return (
      <Alert severity="info" data-testid="no-update">
        {t('shipping.noUpdate', { ns: 'messages' })}
      </Alert>
    );
  return (
    <Box aria-live="polite">
      <Typography variant="subtitle1" component="h3">
        {t('tracking.timelineOf', { number })}
      </Typography>
      <TimelineSteps entries={data} />
    </Box>
  );
}

/** A shipment's statuses, oldest first, each with its date and time. */
export function TimelineSteps({ entries }: { entries: readonly TrackingEntry[] }) {
  const format = useFormat();
  return (
    <Stepper orientation="vertical" activeStep={entries.length - 1} data-testid="tracking-timeline">
      {entries.map((entry, index) => (
        <Step key={`${entry.dateCreated}-${index}`} completed>
          <StepLabel optional={<Typography variant="caption">{format.dateTime(entry.dateCreated)}</Typography>}>{entry.statusName}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
