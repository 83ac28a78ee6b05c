/**
 * What the bot jobs need of the Telegram bot: one text to one chat. The bot runtime (grammY)
 * implements it; tests pass a recording one. A send that throws is retried by the job's next run
 * where the job keeps a once-only mark (daily fund records, failed callbacks).
 */
export interface BotMessenger {
  send(chatId: number, text: string): Promise<void>;
}
