import type { TermsText } from '../../schema/service.ts';

/** The demo chain's privacy policy in the four languages of SPEC §1. */
export const privacyPolicy: Record<string, TermsText> = {
  en: {
    title: 'Privacy Policy',
    body: `This policy explains what personal information Amberleaf Tea & Bakery collects through this app, why we need it, and the choices you have.

# What we collect

Your phone number, and whatever you choose to add to your profile: name, gender, birthday, email, contact address and photo.

Your orders, payments, balance and points history, which we need to run your membership and keep our accounts.

Your location, only when you allow it, to show the nearest shops and how far away they are. We do not store it.

In our mobile app, a device token, so that we can send you notifications about your orders.

# How we use it

To log you in, prepare and deliver your orders, keep your balance and points, and help you when you contact customer service. We do not sell your information.

# How long we keep it

Your profile is kept while your membership is active. When you deregister, your name, phone number, email, birthday, address, photo and passwords are erased at once. Order and payment records stay with the shop for its accounts.

We keep a one-way code derived from your phone number so that the number cannot be used to log in again. The number itself cannot be read back from that code.

# Your choices

You can withdraw your agreement to this policy in Settings. You will be logged out on every device and asked to agree again before you next log in.

You can view and correct your profile at any time, and deregister in Settings.`,
  },
  es: {
    title: 'Política de privacidad',
    body: `Esta política explica qué información personal recoge Amberleaf Tea & Bakery a través de esta aplicación, para qué la necesitamos y qué opciones tienes.

# Qué recogemos

Tu número de teléfono y lo que decidas añadir a tu perfil: nombre, sexo, fecha de nacimiento, correo electrónico, dirección de contacto y foto.

Tus pedidos, pagos y el historial de saldo y puntos, que necesitamos para gestionar tu membresía y llevar nuestra contabilidad.

Tu ubicación, solo cuando lo permites, para mostrarte las tiendas más cercanas y a qué distancia están. No la guardamos.

En nuestra aplicación móvil, un identificador del dispositivo para enviarte avisos sobre tus pedidos.

# Para qué la usamos

Para que inicies sesión, preparar y entregar tus pedidos, llevar tu saldo y tus puntos y ayudarte cuando contactas con atención al cliente. No vendemos tu información.

# Cuánto tiempo la guardamos

Tu perfil se conserva mientras tu membresía esté activa. Cuando te das de baja, tu nombre, teléfono, correo, fecha de nacimiento, dirección, foto y contraseñas se borran en ese momento. Los registros de pedidos y pagos quedan en la tienda para su contabilidad.

Guardamos un código de un solo sentido obtenido de tu número de teléfono para que ese número no pueda volver a iniciar sesión. A partir de ese código no se puede recuperar el número.

# Tus opciones

Puedes retirar tu aceptación de esta política en Ajustes. Se cerrará tu sesión en todos los dispositivos y te pediremos que la aceptes de nuevo antes de volver a iniciar sesión.

Puedes ver y corregir tu perfil cuando quieras, y darte de baja en Ajustes.`,
  },
  'zh-CN': {
    title: '隐私政策',
    body: `本政策说明琥珀叶茶饮烘焙通过本应用收集哪些个人信息、为何需要这些信息，以及您拥有的选择。

# 我们收集的信息

您的手机号，以及您自愿在资料中填写的内容：姓名、性别、生日、邮箱、联系地址和头像。

您的订单、支付、余额和积分记录，用于管理您的会员权益和门店财务核算。

您的位置，仅在您允许时使用，用于显示最近的门店及距离，我们不会保存。

在手机应用中，我们会获取设备推送标识，用于向您发送订单通知。

# 我们如何使用

用于登录、制作和配送订单、记录余额和积分，以及在您联系客服时为您提供帮助。我们不会出售您的信息。

# 保存期限

会员有效期间我们会保存您的资料。注销时，您的姓名、手机号、邮箱、生日、地址、头像和密码会立即删除。订单和支付记录由门店保留用于财务核算。

我们会保留由您的手机号生成的单向编码，使该号码无法再次登录；无法通过该编码还原出手机号。

# 您的选择

您可以在“设置”中撤回对本政策的同意。撤回后您将在所有设备上退出登录，下次登录前需要重新同意。

您可以随时查看和修改个人资料，也可以在“设置”中注销账号。`,
  },
  'zh-Hant': {
    title: '隱私權政策',
    body: `本政策說明琥珀葉茶飲烘焙透過本應用程式蒐集哪些個人資料、為何需要這些資料，以及您擁有的選擇。

# 我們蒐集的資料

您的手機號碼，以及您自願在資料中填寫的內容：姓名、性別、生日、電子郵件、聯絡地址和頭像。

您的訂單、付款、餘額和積分紀錄，用於管理您的會員權益和門市財務核算。

您的位置，僅在您允許時使用，用於顯示最近的門市及距離，我們不會保存。

在手機應用程式中，我們會取得裝置推播識別碼，用於向您傳送訂單通知。

# 我們如何使用

用於登入、製作和配送訂單、記錄餘額和積分，以及在您聯絡客服時為您提供協助。我們不會出售您的資料。

# 保存期限

會員有效期間我們會保存您的資料。註銷時，您的姓名、手機號碼、電子郵件、生日、地址、頭像和密碼會立即刪除。訂單和付款紀錄由門市保留用於財務核算。

我們會保留由您的手機號碼產生的單向編碼，使該號碼無法再次登入；無法透過該編碼還原出手機號碼。

# 您的選擇

您可以在「設定」中撤回對本政策的同意。撤回後您將在所有裝置上登出，下次登入前需要重新同意。

您可以隨時查看和修改個人資料，也可以在「設定」中註銷帳號。`,
  },
};
