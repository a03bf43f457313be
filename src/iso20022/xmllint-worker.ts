/**
 * xmllint (libxml2 compiled to WebAssembly, from xmllint-wasm) kept running,
 * one per schema, so each schema is compiled once per run of many files rather
 * than once per file (docs/bank-files.md, "Validation and its cost").
 *
 * xmllint-wasm exposes only xmllint's command line, and xmllint compiles its
 * `--schema` once and then validates every file named after it in turn; with
 * `--sax` it validates each as a stream (xmlSchemaValidateStream: memory stays
 * flat however long the file), against that one compiled schema. So each
 * schema has a worker thread whose xmllint instance is started with the same
 * document file named FILES_PER_RUN times, and it is fed the files one by
 * one: the file is written into the instance's in-memory file system, and when
 * xmllint prints that file's verdict ("… validates", "… fails to validate")
 * its output so far is that file's answer, and the worker waits (Atomics.wait,
 * inside that print) for the next file before xmllint opens the file again.
 * What xmllint sees is what it saw per file before: the same binary, the same
 * official schema, an in-memory file system holding only the schema and the
 * document, no network; what it prints about a file is printed about that file
 * alone, under the document's name as before.
 *
 * The document's name inside xmllint is random per instance (a document that
 * prints a line of its own cannot fake a verdict), given back as
 * `bank-file.xml` in the answer. An instance ends after FILES_PER_RUN files, or
 * after a file over RESTART_ABOVE_BYTES (so the memory a large file grew is
 * given back), and the next file starts a fresh one. A worker that dies fails
 * the files it held (a broken deployment) and is replaced at the next call. An
 * idle worker is unref'd: it never keeps a process alive. Files of one schema
 * are checked one at a time, in order; files of different schemas side by side.
 */
import { createRequire } from 'node:module';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * The worker: compiles the WebAssembly module once; runs one xmllint instance
 * at a time over the files it is sent. Plain JavaScript (a worker runs no TypeScript).
 */
const WORKER_SOURCE = `
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const createXmllint = require(workerData.factoryPath);
const compiled = new WebAssembly.Module(require('node:fs').readFileSync(workerData.wasmPath));
const { jobs, schema, filesPerRun, restartAboveBytes, initialMemoryPages, maxMemoryPages, shownName } = workerData;
const signal = new Int32Array(workerData.signal);
const encoder = new TextEncoder();
/** Files that arrived while an instance was starting. */
const arrived = [];
let running = false;

/** The next file: one already here, or the next message, waited for (the thread blocks: xmllint is mid-run). */
function nextJob() {
  if (arrived.length > 0) return arrived.shift();
  for (;;) {
    const seen = Atomics.load(signal, 0);
    const received = receiveMessageOnPort(jobs);
    if (received) return received.message;
    Atomics.wait(signal, 0, seen);
  }
}

function answer(job, exitCode, stdout, stderr, documentName) {
  const shown = (text) => text.split(documentName).join(shownName);
  parentPort.postMessage({ id: job.id, exitCode, stdout: shown(stdout), stderr: shown(stderr) });
}

function start(first) {
  running = true;
  let ended = false;
  const documentName = require('node:crypto').randomBytes(8).toString('hex') + '.xml';
  const verdicts = new Map([
    [documentName + ' validates', 0],
    [documentName + ' fails to validate', 3],
    [documentName + ' validation generated an internal error', 3],
  ]);
  let current = first;
  let files = 1;
  let stdout = '';
  let stderr = '';
  const finish = (exitCode) => {
    if (ended) return;
    ended = true;
    running = false;
    if (current !== undefined) answer(current, exitCode, stdout, stderr, documentName);
    current = undefined;
    // The next file starts a fresh instance once this one's stack has unwound.
    setImmediate(() => {
      if (!running && arrived.length > 0) start(arrived.shift());
    });
  };
  const xmllint = {
    inputFiles: [schema, { fileName: documentName, contents: first.contents }],
    arguments: ['--schema', schema.fileName, '--noout', '--sax', ...Array(filesPerRun).fill(documentName)],
    print: (text) => { stdout += text + '\\n'; },
    printErr: (text) => {
      if (current === undefined) return;
      stderr += text + '\\n';
      const verdict = verdicts.get(text);
      if (verdict === undefined) return;
      answer(current, verdict, stdout, stderr, documentName);
      stdout = '';
      stderr = '';
      const large = current.bytes > restartAboveBytes;
      current = undefined;
      xmllint.FS_unlink('/' + documentName);
      // The last file of this run: xmllint finds no file under the remaining names and ends.
      if (large || files >= filesPerRun) return;
      current = nextJob();
      files++;
      xmllint.FS_createDataFile('/', documentName, encoder.encode(current.contents), true, true, true);
    },
    onExit: finish,
    onAbort: (reason) => { stderr += 'WASM Abort: ' + reason; finish(-1); },
    wasmMemory: new WebAssembly.Memory({ initial: initialMemoryPages, maximum: maxMemoryPages }),
    instantiateWasm: (imports, done) => {
      WebAssembly.instantiate(compiled, imports).then((instance) => done(instance, compiled), (error) => { stderr += String(error); finish(-1); });
      return {};
    },
  };
  // Emscripten ends main by throwing its exit status, after onExit has answered.
  createXmllint(xmllint).catch(() => finish(-1));
}

jobs.on('message', (job) => {
  arrived.push(job);
  if (!running) start(arrived.shift());
});
`;

/** Files one xmllint instance validates before a fresh one starts (each name is held on its 64 KiB stack). */
const FILES_PER_RUN = 256;
/** After a file this large the instance ends, giving back the memory the file made it grow. */
const RESTART_ABOVE_BYTES = 1024 * 1024;
/** 256 pages of 64 KiB: xmllint-wasm's initial memory. */
const INITIAL_MEMORY_PAGES = 256;

export interface XmllintRun {
  /** For this file: 0 valid, 3 invalid; anything else is xmllint's exit code when it could not run (a schema that does not compile: 5). */
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface XmllintValidation {
  /** The schema's file name in xmllint's file system and its text; a worker and an instance each. */
  schema: { fileName: string; contents: string };
  /** The document, as xmllint names it in its messages ("bank-file.xml:12: …"). */
  documentName: string;
  document: string;
  maxMemoryPages: number;
}

interface Runner {
  worker: Worker;
  jobs: MessagePort;
  signal: Int32Array;
  pending: Map<number, { resolve(run: XmllintRun): void; reject(error: Error): void }>;
}

/** One runner per schema file and document name. */
const runners = new Map<string, Runner>();
let nextId = 0;

function startRunner(key: string, job: XmllintValidation): Runner {
  const channel = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      factoryPath: require.resolve('xmllint-wasm/xmllint-node.js'),
      wasmPath: require.resolve('xmllint-wasm/xmllint.wasm'),
      jobs: channel.port2,
      signal: signal.buffer,
      schema: job.schema,
      shownName: job.documentName,
      filesPerRun: FILES_PER_RUN,
      restartAboveBytes: RESTART_ABOVE_BYTES,
      initialMemoryPages: INITIAL_MEMORY_PAGES,
      maxMemoryPages: job.maxMemoryPages,
    },
    transferList: [channel.port2],
  });
  worker.unref();
  channel.port1.unref();
  const runner: Runner = { worker, jobs: channel.port1, signal, pending: new Map() };
  const fail = (error: Error) => {
    if (runners.get(key) === runner) runners.delete(key);
    channel.port1.close();
    for (const { reject } of runner.pending.values()) reject(error);
    runner.pending.clear();
  };
  worker.on('message', (run: XmllintRun & { id: number }) => {
    const waiting = runner.pending.get(run.id);
    runner.pending.delete(run.id);
    if (runner.pending.size === 0) worker.unref();
    waiting?.resolve({ exitCode: run.exitCode, stdout: run.stdout, stderr: run.stderr });
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the xmllint worker stopped (exit code ${code})`)));
  return runner;
}

/** Validates one document with `xmllint --schema <schema> --noout --sax`, against that schema compiled once per run of files. */
export function validateWithXmllint(job: XmllintValidation): Promise<XmllintRun> {
  const key = `${job.schema.fileName}\n${job.documentName}`;
  let runner = runners.get(key);
  if (runner === undefined) {
    runner = startRunner(key, job);
    runners.set(key, runner);
  }
  const id = nextId++;
  const { worker, jobs, signal, pending } = runner;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Held while it works: a caller awaiting its answer keeps the process alive.
    worker.ref();
    jobs.postMessage({ id, contents: job.document, bytes: Buffer.byteLength(job.document) });
    // Wakes the worker if xmllint is waiting for its next file.
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  });
}
