// The sandbox persona switcher of the demo pages: who is "logged in" at the simulated broker.
// Changing it tells the sandbox (POST /sandbox/persona) and reloads the page, so every widget
// starts again as that customer would see it.
const host = document.getElementById('persona-switcher');
// On a partner's page (another origin) the sandbox's address comes from a meta tag.
const sandbox =
  document.querySelector('meta[name="broker-sandbox"]')?.getAttribute('content') ?? '';

/**
 * Logs a sandbox persona in (`POST /sandbox/persona`); the page then loads again to start as
 * that customer. Says whether the sandbox switched.
 * @param {string} persona
 */
export async function switchPersona(persona) {
  const response = await fetch(`${sandbox}/sandbox/persona`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona }),
  }).catch(() => undefined);
  return response?.ok === true;
}

/** @param {string} text */
function say(text) {
  const status = host?.querySelector('[role="status"]');
  if (status) status.textContent = text;
}

async function render() {
  if (!host) return;
  const label = document.createElement('label');
  label.textContent = 'Sandbox persona ';
  const select = document.createElement('select');
  label.append(select);
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  host.replaceChildren(label, status);
  try {
    const response = await fetch(`${sandbox}/sandbox/personas`);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    /** @type {{ current: string, personas: { id: string, name: string, market: string, description: string }[] }} */
    const { current, personas } = await response.json();
    for (const persona of personas) {
      const option = new Option(`${persona.name} (${persona.id})`, persona.id);
      option.title = persona.description;
      option.selected = persona.id === current;
      select.append(option);
    }
  } catch (error) {
    say(`Could not read the personas: ${error instanceof Error ? error.message : error}`);
    return;
  }
  select.addEventListener('change', async () => {
    select.disabled = true;
    say('Switching…');
    if (await switchPersona(select.value)) {
      location.reload();
    } else {
      select.disabled = false;
      say('The sandbox did not switch the persona.');
    }
  });
}

render();
