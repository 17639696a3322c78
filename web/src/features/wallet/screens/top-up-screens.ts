// The two ways to recharge load as one route module: they share the recharge form and the copy button,
// and a buyer choosing between them on /topUp gets both at once (one entry fewer on the first load's route map).
export { CardTopUpScreen } from './card-top-up-screen.tsx';
export { WalletTopUpScreen } from './wallet-top-up-screen.tsx';
