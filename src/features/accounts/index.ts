/** Account labels other features show for the same fields (the agents' team members). */
export { accountLabels, googleLabels, stateLabels, yesNo } from './labels.ts';
