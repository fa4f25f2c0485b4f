import { Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PACKAGE_CLAIM_STATES, type PackageClaimState } from '@cargo/contracts';
import { PackageClaims } from './package-claims';

const isState = (value: string | null): value is PackageClaimState => (PACKAGE_CLAIM_STATES as readonly (string | null)[]).includes(value);

/** Staff's queue of claims of unknown packages, by state (in the URL; waiting ones first). */
export function PackageClaimsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state: PackageClaimState = isState(params.get('state')) ? (params.get('state') as PackageClaimState) : 'pending';
  const tabs = (
    <Tabs value={state} onChange={(_event, next: PackageClaimState) => setParams({ state: next })} sx={{ mb: 1 }} variant="scrollable">
      {PACKAGE_CLAIM_STATES.map((name) => (
        <Tab key={name} value={name} label={t(`receiving.claims.states.${name}`)} data-testid={`claims-tab-${name}`} />
      ))}
    </Tabs>
  );
  return <PackageClaims key={state} staff state={state} tabs={tabs} />;
}
