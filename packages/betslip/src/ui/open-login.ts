/** Follows a link to the login page: the shell answers a visitor's click on it with the login modal. */
export function openLoginModal(lng: string): void {
  const link = document.createElement('a');
  link.href = `/${lng}/user/login`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
