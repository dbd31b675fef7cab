/**
 * The files in deploy/ that operators use as they are: each is checked by the tool that runs it
 * where this machine has that tool (systemd-analyze, caddy), the container file's health check is
 * run against a real Hale, and the operators' help page and the README point at every file.
 */
import {spawnSync} from 'node:child_process'
import {existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {ROOT, startServer, type RunningServer} from '../support/built-server'
import {closedPort} from '../http/support'

const DEPLOY = path.join(ROOT, 'deploy')
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8')

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/**
 * `systemd-analyze verify` on one unit of deploy/systemd (its text replaced by `text` when given),
 * beside the others (a timer names its service); its complaints about the units (none when sound).
 */
function verifyUnit(name: string, text?: string): {status: number | null; complaints: string} {
  const folder = mkdtempSync(path.join(tmpdir(), 'hale-unit-'))
  try {
    const units = readdirSync(path.join(DEPLOY, 'systemd'))
    // The units name /usr/bin/node, Debian's; this machine's Node may live elsewhere.
    for (const unit of units) writeFileSync(path.join(folder, unit), (unit === name && text !== undefined ? text : read(`systemd/${unit}`)).replaceAll('/usr/bin/node', realpathSync(process.execPath)))
    const result = spawnSync('systemd-analyze', ['verify', path.join(folder, name)], {encoding: 'utf8'})
    const complaints = `${result.stdout}${result.stderr}`.split('\n').filter((line) => units.some((unit) => line.includes(unit))).join('\n')
    return {status: result.status, complaints}
  } finally {
    rmSync(folder, {recursive: true, force: true})
  }
}

/** A unit's `Key=value` settings, each key with its values in order. */
function unitSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim())
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!])
  }
  return settings
}

describe('deploy/systemd', () => {
  const units = readdirSync(path.join(DEPLOY, 'systemd'))

  it.each(units)('%s passes systemd-analyze verify without a complaint', (unit) => {
    const result = verifyUnit(unit)
    expect(result.complaints).toBe('')
    expect(result.status).toBe(0)
  })

  it('systemd-analyze verify does complain about a unit with a mistake (the check above can fail)', () => {
    const broken = verifyUnit('hale.service', read('systemd/hale.service').replace('ProtectSystem=strict', 'ProtectSytem=strict'))
    expect(broken.complaints).toContain("Unknown key 'ProtectSytem'")
  })

  it('hale.service runs Hale hardened: its own user, a read-only system but for the data folder, a memory limit, restarts, and a stop that outlasts the shutdown grace', () => {
    const settings = unitSettings(read('systemd/hale.service'))
    const one = (key: string) => settings.get(key)?.at(-1)
    expect(one('User')).toBe('hale')
    expect(one('ProtectSystem')).toBe('strict')
    expect(settings.get('ReadWritePaths')).toEqual(['/var/lib/hale'])
    expect(one('Environment')).toContain('DATA_DIR=/var/lib/hale')
    expect([one('NoNewPrivileges'), one('PrivateTmp'), one('ProtectHome')]).toEqual(['true', 'true', 'true'])
    expect(one('MemoryMax')).toMatch(/^\d+[KMG]$/)
    expect(one('Restart')).toBe('on-failure')
    expect(one('KillSignal')).toBe('SIGTERM')
    // SHUTDOWN_GRACE_MS is 10 s by default; systemd must not kill before Hale has closed.
    expect(Number(one('TimeoutStopSec'))).toBeGreaterThanOrEqual(20)
    expect(one('ExecStart')).toBe('/usr/bin/node dist/server.js')
  })

  it('hale-backup.timer starts hale-backup.service every day, which backs up into /var/backups/hale as the hale user', () => {
    const timer = unitSettings(read('systemd/hale-backup.timer'))
    expect(timer.get('OnCalendar')).toEqual(['*-*-* 03:15:00'])
    expect(timer.get('Persistent')).toEqual(['true'])
    const service = unitSettings(read('systemd/hale-backup.service'))
    expect(service.get('User')).toEqual(['hale'])
    expect(service.get('ExecStart')).toEqual(['/usr/bin/node server/framework/run-command.mjs server/storage/backup-command.ts /var/backups/hale'])
    expect(service.get('ReadWritePaths')).toEqual(['/var/lib/hale /var/backups/hale'])
    // The command it runs is the one package.json calls `npm run backup`.
    const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts
    expect(service.get('ExecStart')![0]).toContain(scripts.backup.replace(/^node /, ''))
  })
})

describe('deploy/caddy/Caddyfile', () => {
  it('is a valid configuration for Caddy', () => {
    const result = spawnSync('caddy', ['validate', '--adapter', 'caddyfile', '--config', path.join(DEPLOY, 'caddy/Caddyfile')], {encoding: 'utf8'})
    expect(`${result.stdout}${result.stderr}`).toContain('Valid configuration')
    expect(result.status).toBe(0)
  })

  it('turns off response buffering and fits the longest answer', () => {
    const caddyfile = read('caddy/Caddyfile')
    expect(caddyfile).toMatch(/^\s*flush_interval -1$/m)
    expect(caddyfile).toMatch(/^\s*read_timeout 310s$/m)
  })
})

describe('deploy/container', () => {
  const dockerfile = read('container/Dockerfile')
  const stages = dockerfile.split(/^FROM /m).slice(1)
  const runStage = stages.at(-1)!

  it('builds in one stage and runs in another, as a user that is not root, with the data in a volume', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    expect(runStage).toMatch(/^USER node$/m)
    expect(runStage).toMatch(/^VOLUME \["\/data"\]$/m)
    expect(runStage).toMatch(/^ENV .*DATA_DIR=\/data/m)
    expect(runStage).not.toMatch(/^RUN npm/m) // nothing is installed or built in the image that runs
    // The build stage copies from the checkout by name, never the whole folder (where an operator's
    // hale.env with its secrets may lie), and everything it names exists.
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap(([, sources]) => sources!.split(' '))
    expect(copied).not.toContain('.')
    expect(copied.filter((source) => !existsSync(path.join(ROOT, source)))).toEqual([])
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'build.mjs', 'src', 'server', 'client']))
  })

  describe('its HEALTHCHECK command', () => {
    const command = JSON.parse(/^HEALTHCHECK .*\\\n\s+CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[]
    let hale: RunningServer
    let dataDir: string

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'hale-healthcheck-'))
      hale = await startServer(path.join(ROOT, 'dist'), {DATA_DIR: dataDir, HCAPTCHA: 'off', BASE_PATH: '/care', LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`})
    })
    afterAll(async () => {
      await hale?.stop()
      rmSync(dataDir, {recursive: true, force: true})
    })

    const run = (env: Record<string, string>) => spawnSync(command[0] === 'node' ? process.execPath : command[0]!, command.slice(1), {env: {PATH: process.env.PATH ?? '', ...env}, encoding: 'utf8', timeout: 30_000})

    it('passes against a running Hale (with its model server away: degraded is still healthy)', () => {
      expect(run({PORT: String(hale.port), BASE_PATH: '/care'}).status).toBe(0)
    })

    it('fails where nothing answers, and where the path is wrong', async () => {
      expect(run({PORT: String(await closedPort())}).status).toBe(1)
      expect(run({PORT: String(hale.port)}).status).toBe(1) // BASE_PATH left out: a 404
    })
  })

  it('compose.yaml runs Hale with Ollama, PostgreSQL only on request, the data in a volume and the port on 127.0.0.1 only', () => {
    const compose = read('container/compose.yaml')
    const service = (name: string) => new RegExp(`^  ${name}:\\n((?:    .*\\n|\\n)*)`, 'm').exec(compose)?.[1] ?? ''
    expect(service('hale')).toContain('dockerfile: deploy/container/Dockerfile')
    expect(service('hale')).toContain('- hale-data:/data')
    expect(service('hale')).toContain('LLM_BASE_URL: http://ollama:11434/v1')
    expect(service('hale').match(/^ {6}- "(.*:3000)"$/m)?.[1]).toBe('127.0.0.1:3000:3000')
    expect(service('ollama')).toContain('image: ollama/ollama')
    expect(service('postgres')).toContain('profiles: ["postgres"]')
    expect(service('hale')).not.toContain('profiles')
  })
})

describe('the allocator setting', () => {
  // The environment assignments `npm start` puts before `node dist/server.js`.
  const startScript = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: {start: string}}).scripts.start
  const startAssignments = /&& ((?:\w+=\S+ )*)node dist\/server\.js$/.exec(startScript)?.[1]?.trim().split(' ') ?? []

  it('npm start, the systemd unit and the container run Hale with the same MALLOC_ARENA_MAX', () => {
    expect(startAssignments).toContain('MALLOC_ARENA_MAX=2')
    const unitEnvironment = unitSettings(read('systemd/hale.service')).get('Environment')!.join(' ').split(' ')
    const containerEnvironment = /^ENV (.+)$/m.exec(read('container/Dockerfile').split(/^FROM /m).at(-1)!)![1]!.split(' ')
    for (const assignment of startAssignments) {
      expect(unitEnvironment).toContain(assignment)
      expect(containerEnvironment).toContain(assignment)
    }
  })
})

describe('the deploy folder in the documentation', () => {
  const files = filesUnder(DEPLOY).map((file) => path.relative(ROOT, file))

  it('has the files operators need', () => {
    expect(files).toEqual(expect.arrayContaining(['deploy/systemd/hale.service', 'deploy/nginx/hale.conf', 'deploy/caddy/Caddyfile', 'deploy/container/Dockerfile', 'deploy/container/compose.yaml']))
  })

  it.each(['en', 'es', 'fr', 'de'])('the %s self-hosting help page and the README name every file in deploy/', (language) => {
    const help = readFileSync(path.join(ROOT, `src/content/help/${language}/self-hosting.md`), 'utf8')
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    const named = (text: string) => files.filter((file) => !text.includes(`\`${file}\``))
    expect({help: named(help), readme: named(readme)}).toEqual({help: [], readme: []})
  })
})
