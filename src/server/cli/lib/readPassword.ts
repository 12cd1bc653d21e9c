// The password of owner:create and member:create, never from the command line (parseAccountArguments): at a
// terminal, a prompt on standard error that echoes nothing; otherwise the first line of standard input
// (`printf '%s\n' "$PASSWORD" | npm run owner:create -- …`).
export async function readPassword(prompt = 'Password: '): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  return new Promise<string>((resolve) => {
    let typed = '';
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === '\u0003') {
          // Ctrl-C: stop as the shell would.
          stdin.setRawMode(false);
          process.stderr.write('\n');
          process.exit(130);
        } else if (key === '\r' || key === '\n' || key === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        } else if (key === '\u007f' || key === '\b') typed = typed.slice(0, -1);
        else typed += key;
      }
    };
    stdin.on('data', onData);
    stdin.resume();
  });
}
