import { EventEmitter } from 'node:events';

/** Things other parts of the server react to (websocket pushes, alerts). */
export interface EventMap {
  sessionEnded: { sessionId: number; userId: number; reason: string };
  userSessionsEnded: { userId: number; reason: string };
}

export interface Events {
  emit<K extends keyof EventMap>(name: K, payload: EventMap[K]): void;
  on<K extends keyof EventMap>(name: K, listener: (payload: EventMap[K]) => void): () => void;
}

/** In-process events; with REDIS_URL a bridge republishes them to other instances. */
export function createEvents(): Events {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (name, payload) => void emitter.emit(name, payload),
    on: (name, listener) => {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}
