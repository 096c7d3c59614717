import type { Translate } from '@betfront/remote-kit';

const FILE_NAME = 'betfront-credentials';

export const credentialsLines = (t: Translate, login: string, password: string): string[] => [
  t('registration.credentials.file_title'),
  `${t('registration.credentials.login')}: ${login}`,
  `${t('registration.credentials.password')}: ${password}`,
];

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function saveCredentialsToFile(lines: readonly string[]): void {
  download(new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }), `${FILE_NAME}.txt`);
}

/** Draws the credentials on a canvas and saves it as a PNG. */
export function saveCredentialsToImage(lines: readonly string[]): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = 560;
  canvas.height = 64 + lines.length * 40;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the image'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1b1f24';
  lines.forEach((line, index) => {
    context.font = index === 0 ? 'bold 22px sans-serif' : '20px monospace';
    context.fillText(line, 32, 48 + index * 40);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error('The image could not be made'));
        return;
      }
      download(blob, `${FILE_NAME}.png`);
      resolve();
    }, 'image/png'),
  );
}
