/**
 * xmllint (libxml2 compiled to WebAssembly, from xmllint-wasm) in long-lived
 * worker threads. xmllint-wasm's own `validateXML` starts a worker and compiles
 * the 860 KB WebAssembly module for every file, about 150 ms of fixed cost
 * (docs/bank-files.md, "Validation and its cost"); a day of the bank side reads
 * and writes dozens of files. Its Emscripten module is a factory that can be
 * called again in the same thread, each call a fresh instance with its own
 * memory and file system, so each worker here compiles the module once and runs
 * one fresh instance per file. What xmllint sees is unchanged: the same binary,
 * the same arguments, a fresh in-memory file system holding only the document
 * and its schema.
 *
 * At most WORKERS run, each a file at a time, so a large file does not hold up
 * the event loop and two files are checked side by side. A worker that dies
 * fails the files it held (a broken deployment, as before) and is replaced at
 * the next call. An idle worker is unref'd: it never keeps a process alive.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/** The worker: compiles the module once, then runs xmllint once per message. Plain JavaScript (a worker runs no TypeScript). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const createXmllint = require(workerData.factoryPath);
const compiled = new WebAssembly.Module(require('node:fs').readFileSync(workerData.wasmPath));
parentPort.on('message', (job) => {
  let stdout = '';
  let stderr = '';
  let answered = false;
  const answer = (exitCode) => {
    if (answered) return;
    answered = true;
    parentPort.postMessage({ id: job.id, exitCode, stdout, stderr });
  };
  createXmllint({
    inputFiles: job.inputFiles,
    arguments: job.args,
    print: (text) => { stdout += text + '\\n'; },
    printErr: (text) => { stderr += text + '\\n'; },
    onExit: answer,
    onAbort: (reason) => { stderr += 'WASM Abort: ' + reason; answer(-1); },
    wasmMemory: new WebAssembly.Memory({ initial: job.initialMemoryPages, maximum: job.maxMemoryPages }),
    instantiateWasm: (imports, done) => {
      WebAssembly.instantiate(compiled, imports).then((instance) => done(instance, compiled), (error) => { stderr += String(error); answer(-1); });
      return {};
    },
  // Emscripten ends main by throwing its exit status, after onExit has answered.
  }).catch(() => answer(-1));
});
`;

const WORKERS = 2;
/** 256 pages of 64 KiB: xmllint-wasm's initial memory. */
const INITIAL_MEMORY_PAGES = 256;

export interface XmllintRun {
  /** xmllint's exit code: 0 valid, 3 or 4 invalid, anything else a failure to run. */
  exitCode: number;
  stdout: string;
  stderr: string;
}

interface Job {
  inputFiles: { fileName: string; contents: string }[];
  args: string[];
  maxMemoryPages: number;
}

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve(run: XmllintRun): void; reject(error: Error): void }>;
}

const slots: Slot[] = [];
let nextId = 0;

function startSlot(): Slot {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { factoryPath: require.resolve('xmllint-wasm/xmllint-node.js'), wasmPath: require.resolve('xmllint-wasm/xmllint.wasm') },
  });
  worker.unref();
  const slot: Slot = { worker, pending: new Map() };
  const fail = (error: Error) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    for (const { reject } of slot.pending.values()) reject(error);
    slot.pending.clear();
  };
  worker.on('message', (run: XmllintRun & { id: number }) => {
    const waiting = slot.pending.get(run.id);
    slot.pending.delete(run.id);
    if (slot.pending.size === 0) worker.unref();
    waiting?.resolve({ exitCode: run.exitCode, stdout: run.stdout, stderr: run.stderr });
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the xmllint worker stopped (exit code ${code})`)));
  return slot;
}

/** The least busy worker, started when fewer than WORKERS run and all are busy. */
function slotForNextJob(): Slot {
  const idle = slots.find((slot) => slot.pending.size === 0);
  if (idle) return idle;
  if (slots.length < WORKERS) {
    const slot = startSlot();
    slots.push(slot);
    return slot;
  }
  return slots.reduce((least, slot) => (slot.pending.size < least.pending.size ? slot : least));
}

/** Runs xmllint with these arguments over an in-memory file system holding only these files. */
export function runXmllint(job: Job): Promise<XmllintRun> {
  const slot = slotForNextJob();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    slot.pending.set(id, { resolve, reject });
    // Held while it works: a caller awaiting its answer keeps the process alive.
    slot.worker.ref();
    slot.worker.postMessage({ id, inputFiles: job.inputFiles, args: job.args, initialMemoryPages: INITIAL_MEMORY_PAGES, maxMemoryPages: job.maxMemoryPages });
  });
}
