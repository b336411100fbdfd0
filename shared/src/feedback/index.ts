export { type FeedbackApi, FeedbackHolders } from './feedback-holders';
