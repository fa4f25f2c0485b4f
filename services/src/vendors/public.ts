/** What other capabilities use of vendors: the vendor stream's decider and the count of records naming a vendor. Everything else in this folder is its own. */
export { vendorClaim, vendorNotOnRecord, vendorRead, vendorRelease } from './vendor-claims';
export { vendorDecider } from './vendor.decider';
