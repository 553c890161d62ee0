/** Below the tabs of /configure: the admin organization picker and the staff 'Spoof user' form. */
export function AdminTools() {
  return null;
}
