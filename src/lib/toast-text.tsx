import styles from './toast-text.module.css';

/** A figure with its sign, grouping, decimals and percent: "+1,000.00", "0.6%", "-200". */
const FIGURE = /([+-]?\d(?:[\d,.]*\d)?%?)/;

/**
 * A toast's text, wrapping between words (antd's toast breaks anywhere) and never inside a figure:
 * "you won 1,000.00" may move "1,000.00" to the next line, never split it into "1,00" and "0.00".
 */
export function ToastText({ text }: { text: string }) {
  return (
    <span className={styles.text}>
      {text.split(FIGURE).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={styles.figure}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}
