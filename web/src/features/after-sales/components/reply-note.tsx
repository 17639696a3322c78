import afterSalesStyles from './after-sales.module.css';
/** What the platform or the shop answered, set off under the buyer's own words. */
export function ReplyNote({ title, text }: { title: string; text: string }) {
  return (
    <div className={afterSalesStyles.reply}>
      <h3 className={afterSalesStyles.replyTitle}>{title}</h3>
      <p className={afterSalesStyles.text} dir="auto">
        {text}
      </p>
    </div>
  );
}
