import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayReport } from '@cargo/contracts';
import { useNotifyFailure } from '../../../shared/notify';
import { useFormat } from '../../../shared/use-format';
import { useReplayJobQuery, useStartReplayMutation } from '../api/audit.api';

/** Asks the server how far the replay got every second while it runs. */
const POLL_MS = 1000;

/**
 * The verified replay, from the audit screen: every read model rebuilt from the log and compared with
 * the live one, the chain and the ledger checked; progress while it runs, then the report.
 */
export function VerifiedReplay() {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const [start, starting] = useStartReplayMutation();
  const [following, setFollowing] = useState(false);
  const { data: current } = useReplayJobQuery(undefined, { pollingInterval: following ? POLL_MS : 0 });
  const isRunning = current?.state === 'running';
  // Polls only while a replay runs (one started here, or by someone else before the page opened).
  useEffect(() => setFollowing(isRunning), [isRunning]);
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        startIcon={<ReplayIcon />}
        disabled={starting.isLoading || isRunning}
        onClick={() => void start().unwrap().catch(notifyFailure)}
        data-testid="start-replay"
      >
        {t('audit.replay.start')}
      </Button>
      {isRunning ? (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="body2">{t('audit.replay.running', { done: current.done, of: current.of })}</Typography>
          <LinearProgress variant="determinate" value={(100 * current.done) / Math.max(current.of, 1)} />
        </Box>
      ) : null}
      {current?.state === 'failed' ? <Alert severity="error">{t('audit.replay.failed')}</Alert> : null}
      {current?.state === 'finished' && current.report ? <ReplayReportView report={current.report} /> : null}
    </Box>
  );
}

function ReplayReportView({ report }: { report: ReplayReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const differing = report.projections.filter((check) => check.differenceCount > 0);
  return (
    <Alert severity={report.differences === 0 ? 'success' : 'error'} sx={{ mt: 1 }} data-testid="replay-report" data-differences={report.differences}>
      <Typography variant="body2">
        {t('audit.replay.summary', {
          events: report.events,
          seconds: format.decimal(report.seconds, 1),
          models: report.projections.length,
          differences: report.differences,
        })}
      </Typography>
      <Typography variant="body2">
        {report.chain
          ? report.chain.firstBroken
            ? t('audit.chainBroken', report.chain.firstBroken)
            : t('audit.chainWhole', { count: report.chain.checked })
          : t('audit.chainNotKept')}
      </Typography>
      <Typography variant="body2">
        {t('audit.replay.ledger', { accounts: report.ledger.accounts, invoices: report.ledger.invoices, differences: report.ledger.differences.length })}
      </Typography>
      {differing.length > 0 || report.ledger.differences.length > 0 ? (
        <List dense>
          {differing.flatMap((check) =>
            check.differences.map((difference) => (
              <ListItem key={`${difference.collection}/${difference.id}`}>
                <ListItemText
                  primary={t('audit.replay.difference', { model: check.name, collection: difference.collection, id: difference.id })}
                  secondary={`${JSON.stringify(difference.live)} ≠ ${JSON.stringify(difference.rebuilt)}`}
                />
              </ListItem>
            )),
          )}
          {report.ledger.differences.map((difference) => (
            <ListItem key={difference}>
              <ListItemText primary={difference} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
