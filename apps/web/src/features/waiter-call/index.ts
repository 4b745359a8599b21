/** Calling the waiter from the menu (issue 14 item 4; spec/1 §2 screens 1 and 13). */
export { CallWaiterButton } from './components/call-waiter-button.tsx';
