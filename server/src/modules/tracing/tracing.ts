import type { FastifyPluginCallback } from 'fastify';
import type { LogEvent } from 'kysely';

/** What a process that traces adds to the server: request spans, a span per SQL statement, a flush at close. */
export type Tracing = {
  plugin: FastifyPluginCallback;
  statement: (event: LogEvent) => void;
  flush: () => Promise<void>;
};

let started: Promise<Tracing> | undefined;
let traceIdNow: () => string | undefined = () => undefined;

/** The trace id of the request being served, when this process traces (log lines, a 5xx answer). */
export const currentTraceId = (): string | undefined => traceIdNow();

/**
 * Starts OpenTelemetry once per process, exporting over OTLP/HTTP to `endpoint`. Loaded only here, on demand: a
 * server without an endpoint never imports the SDK and pays nothing for it (docs/decisions/0122).
 */
export function startTracing(endpoint: string, serviceName: string, dialect: string): Promise<Tracing> {
  started ??= (async () => {
    const [
      api,
      { BatchSpanProcessor, NodeTracerProvider },
      { OTLPTraceExporter },
      { resourceFromAttributes },
      otel,
    ] = await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@fastify/otel'),
    ]);
    const provider = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': serviceName }),
      spanProcessors: [
        new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })),
      ],
    });
    provider.register();
    const requests = new otel.FastifyOtelInstrumentation({ recordExceptions: false });
    requests.setTracerProvider(provider);
    const tracer = provider.getTracer('crossbay');
    traceIdNow = () => api.trace.getActiveSpan()?.spanContext().traceId;
    return {
      plugin: requests.plugin(),
      // Kysely reports a statement once it has answered: its span is drawn back from then to when it was sent.
      statement(event) {
        const sql = event.query.sql;
        const span = tracer.startSpan(sql.slice(0, sql.search(/\s|$/)).toLowerCase() || 'sql', {
          kind: api.SpanKind.CLIENT,
          startTime: Date.now() - event.queryDurationMillis,
          attributes: {
            'db.system.name': dialect === 'postgres' ? 'postgresql' : 'sqlite',
            'db.query.text': sql,
          },
        });
        if (event.level === 'error')
          span.setStatus({ code: api.SpanStatusCode.ERROR, message: String(event.error) });
        span.end();
      },
      flush: () => provider.forceFlush(),
    };
  })();
  return started;
}
