import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (cb: () => void) => onlineManager.subscribe(cb);
const isOnline = () => onlineManager.isOnline();

/** Whether the app is online, as the query layer sees it (the browser's events and its first word). */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline);
