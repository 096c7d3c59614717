import { FEATURE_NUMBERS, ROUTE_NUMBERS } from '@betfront/contract/features';

/**
 * Feature numbers a route may require (`RouteFlags.requiredFeature`); a route whose feature is not in the
 * site config's `features` answers 404. The numbers are the platform's, from the contract.
 */
export const FEATURE = FEATURE_NUMBERS;

/** Route numbers a route may require (`RouteFlags.requiredRoute`), checked against the config's `routes`. */
export const ROUTE_NUMBER = ROUTE_NUMBERS;
