import type {ReactNode} from 'react';
import {Frame, PAD, Text, WIDTH, prompt, styles, type DrawingProps} from '../parts';

type Props = DrawingProps & {prompt?: string; /** Elapsed recording time, as shown while recording. */ elapsed?: string};

/** The prompt over a recorder: a stop button, the waveform recorded so far and the elapsed time. */
export default function AudioResponse({
  prompt: text = 'In your own words, explain what happens to a puddle on a sunny day.',
  elapsed = '0:12',
  ...frame
}: Props): ReactNode {
  const top = prompt(text);
  const y = top.bottom;
  const middle = y + 28;
  // A fixed pseudo-random waveform: the bars only suggest sound, so their heights are not data.
  const bars = [6, 12, 18, 9, 22, 14, 26, 11, 19, 8, 16, 24, 10, 20, 13, 7, 17, 21, 9, 5];
  return (
    <Frame
      {...frame}
      typeTitle="Audio Response"
      bodyTop={top.bottom}
      alt={`An Audio Response question: "${text}" Below it, a recorder in the middle of a recording: a stop button, a waveform of the sound so far and the elapsed time, ${elapsed}.`}
      height={y + 56 + PAD}>
      {top.nodes}
      <rect x={PAD} y={y} width={WIDTH - 2 * PAD} height={56} rx={28} className={styles.panel} />
      <circle cx={PAD + 28} cy={middle} r={18} className={styles.accent} />
      <rect x={PAD + 22} y={middle - 6} width={12} height={12} rx={1.5} className={styles.onAccent} />
      {bars.map((height, index) => (
        <rect key={index} x={PAD + 58 + index * 10} y={middle - height / 2} width={5} height={height} rx={2.5} className={styles.washStrong} />
      ))}
      <Text x={WIDTH - PAD - 16} y={middle + 4.5} anchor="end" weight={600}>
        {elapsed}
      </Text>
    </Frame>
  );
}
