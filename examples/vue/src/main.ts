// The Vue example's page (Example.vue), mounted once the instance (./portico) is made.
import { createApp } from 'vue'
import Example from './Example.vue'

createApp(Example).mount('#app')
