import { readdirSync, readFileSync } from 'node:fs';

/** clock ticks per second of /proc's utime and stime (Linux's USER_HZ) */
const HZ = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  ticks: number;
}

function procStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces: the fields after its closing one are fixed
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      pid,
      comm: text.slice(text.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // it exited
  }
}

const allProcesses = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => procStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);

/** Machine-wide busy and total ticks, from /proc/stat's first line. */
function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = values.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const total = n.reduce((sum, v) => sum + v, 0);
  return { busy: total - idle, total };
}

export type CpuGroups = Record<string, (stat: ProcStat) => boolean>;

/** CPU used per group of processes, in cores (1 = one core busy the whole time), and the machine's. */
export interface CpuFigures {
  cores: Record<string, number>;
  machineBusyCores: number;
  machineCores: number;
}

/**
 * Starts counting CPU time of the groups' processes (a process found in a sample is counted from its first
 * sample: short-lived ones are missed); `stop()` gives the figures since.
 */
export function cpuMeter(groups: CpuGroups) {
  const first = new Map<number, number>();
  const last = new Map<number, ProcStat>();
  const sample = () => {
    for (const stat of allProcesses()) {
      if (!Object.values(groups).some((matches) => matches(stat))) continue;
      if (!first.has(stat.pid)) first.set(stat.pid, stat.ticks);
      last.set(stat.pid, stat);
    }
  };
  const startedAt = Date.now();
  const machineAtStart = machineTicks();
  sample();
  const timer = setInterval(sample, 250);
  return {
    stop(): CpuFigures {
      clearInterval(timer);
      sample();
      const seconds = (Date.now() - startedAt) / 1000;
      const cores: Record<string, number> = {};
      for (const [name, matches] of Object.entries(groups)) {
        const ticks = [...last.values()]
          .filter(matches)
          .reduce((sum, stat) => sum + stat.ticks - (first.get(stat.pid) ?? stat.ticks), 0);
        cores[name] = Math.round((ticks / HZ / seconds) * 100) / 100;
      }
      const machine = machineTicks();
      const machineCores = (machine.total - machineAtStart.total) / HZ / seconds;
      const machineBusyCores = (machine.busy - machineAtStart.busy) / HZ / seconds;
      return {
        cores,
        machineBusyCores: Math.round(machineBusyCores * 100) / 100,
        machineCores: Math.round(machineCores),
      };
    },
  };
}
