export { ATTRIBUTION, splitAttribution } from './attach';
export { sendFunnelStep, type BeaconStep, type FunnelForm } from './beacon';
export { forgetVisit, noteLanding, notePage, visitAttribution, visitSource } from './visit';
