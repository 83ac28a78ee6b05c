import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { messageCalls, type MessageLists } from '../../../contract/index.ts';
import { request, type ApiError } from '../../../lib/api/client.ts';
import { applyMove, type MessageMove } from '../message-moves.ts';
import { messageKeys } from './keys.ts';

const calls = {
  markRead: messageCalls.hasRead,
  remove: messageCalls.removeReaded,
  restore: messageCalls.restore,
} as const;

export const moveMessage = (move: MessageMove, msgId: number) => request(calls[move], { msg_id: msgId });

interface Context {
  previous: MessageLists | undefined;
}

/**
 * Product 4 moves with the lists updated at once (the unread count drops by one on open) and put
 * back if the server refuses. One scope runs them in order, also when they waited offline.
 */
export function moveMessageOptions(
  queryClient: QueryClient,
  move: MessageMove,
): UseMutationOptions<null, ApiError | Error, number, Context> {
  return {
    mutationKey: messageKeys.move(move),
    mutationFn: (msgId) => moveMessage(move, msgId),
    scope: { id: 'messages.move' },
    onMutate: async (msgId) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.lists() });
      const previous = queryClient.getQueryData<MessageLists>(messageKeys.lists());
      if (previous) queryClient.setQueryData(messageKeys.lists(), applyMove(previous, move, msgId));
      return { previous };
    },
    onError: (_err, _msgId, context) => {
      if (context?.previous) queryClient.setQueryData(messageKeys.lists(), context.previous);
    },
    onSettled: () => {
      // Refetching while another move still waits would undo that move's update on screen.
      if (queryClient.isMutating({ mutationKey: messageKeys.move() }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
      }
    },
  };
}

/** True while this move of this message runs or waits (offline, or behind another move). */
export const isMoving = (queryClient: QueryClient, move: MessageMove, msgId: number) =>
  queryClient.isMutating({ mutationKey: messageKeys.move(move), predicate: (m) => m.state.variables === msgId }) > 0;

/** Runs a move unless the same move of the same message is already under way (a double tap). */
export function useMoveMessage(move: MessageMove) {
  const queryClient = useQueryClient();
  const mutation = useMutation(moveMessageOptions(queryClient, move));
  const run = (msgId: number) => {
    if (!isMoving(queryClient, move, msgId)) mutation.mutate(msgId);
  };
  return { run, error: mutation.error, reset: mutation.reset };
}
